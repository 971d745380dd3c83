e0(1,3).
0.3::e0(1,1); 0.2::e0(2,2); 0.1::e0(3,3).
0.6::e1(3).
e1(1).
e1(2).
0.8::e2(1,2).
p00 :- e2(Y,X), e0(X,2).
p00 :- (p00, e1(2), p00) ; (p00, e1(Z), p00).
p00 :- p00, \+ e2(1,1).
p10(Y) :- e2(2,Z), between(1,3,Y), \+ e1(Z).
0.75::p10(X) :- e1(Y), p00, between(1,3,X), W is X + 1, W < 5, Y =:= 1.
p10(X) :- p00, between(1,3,X).
p20(Y) :- X \== 1, p10(X), p10(X), p00, between(1,3,Y), Y == Y.
p20(X) :- e1(3), p10(Y), between(1,3,X).
p21 :- e0(X,X), p20(X), X = 3, \+ e1(2).
p21 :- p20(Z), Z < 3.
p30(X) :- p20(X), p30(Z), e0(X,Z), X \= X, \+ p00.
p30(X) :- (p21, p10(Z), p21, between(1,3,X), Z \== X) ; (p00, between(1,3,X)).
p30(X) :- (p10(X), e1(X), e1(1)) ; (X \== 1, X \== 1, p30(Y), p00, between(1,3,X)).
p31(Y,X) :- Y \== 2, p10(X), e1(3), between(1,3,Y), \+ e0(Y,3).
query(p20(3)).
query(p10(X)).
query(p20(1)).
query(p31(X,X)) :- between(1,2,X).
