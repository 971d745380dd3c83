0.6::e0.
0.7::p00(Y) :- Y == 3, e0, between(1,3,Y), W is Y + 1, W < 5.
p00(X) :- X \== 1, e1(X), e0, X =:= 2.
0.3::p00(X) :- (p00(Y), e1(Z), p00(Z), between(1,3,X), X =\= 2) ; (p00(Y), e1(Y), between(1,3,X)).
p10(X) :- e0, p10(X), \+ e0.
p11(X) :- e1(Z), between(1,3,X), X < 1.
p11(Y) :- p10(1), between(1,3,Y).
p11(X) :- Y \== 1, p00(Y), between(1,3,X), \+ e1(X).
0.2::p20(Y) :- (e1(Y), p10(Y), p10(1)) ; (p11(Y), p21(3), \+ e0).
p20(Y) :- p00(Y).
p21(Y) :- p20(Z), between(1,3,Y), Z \= Y.
p21(Y) :- e0, p10(Y), e0, \+ e0, Y = 3.
p21(2) :- e1(Z), p00(X), Z == Z.
query(e0).
query(p21(X)).
query(e0).
query(p00(X)) :- between(1,2,X).
evidence(p11(1), true).
