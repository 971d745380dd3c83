0.2::e0(1).
0.4::e1.
0.2::e2(2).
0.3::e2(1).
0.3::e2(2); 0.3::e2(3); 0.3::e2(1).
p00(X) :- (e0(Y), e2(3), e0(1), between(1,3,X), X =:= 3, \+ e2(Y)) ; (e0(1), between(1,3,X)).
0.8::p00(X) :- e2(2), e0(2), e0(3), between(1,3,X), X \== X, X =\= 3.
p10(X) :- p11(Y), p00(Y), between(1,3,X), Y \= X, Y =:= 2.
p10(X) :- p10(Y), between(1,3,X).
p10(Y) :- (p00(1), p00(Z), between(1,3,Y)) ; (Z == 1, p00(X), p11(Z), e0(X), between(1,3,Y), Z =:= 1).
p11(Y) :- e2(X), p10(X), between(1,3,Y), \+ e1.
p20(X) :- (p11(X), \+ e1) ; (p20(Y), between(1,3,X)).
p20(X) :- (e1, e0(Y), between(1,3,X)) ; (p00(X), e1, e1, W is X + 1, W < 5).
p20(X) :- p11(3), between(1,3,X).
p30(Y,Y) :- p30(Y,Y), e0(2), p00(2).
p31 :- p00(Y), p31, p11(1), \+ e2(3), Y == 3.
query(e2(Y)).
query(p10(X)).
query(p10(X)).
