e0(2).
0.4::e1(3).
0.9::e1(2).
p00(X) :- e0(Z), e0(Y), between(1,3,X).
p10 :- p10, p00(Z), Z @< 3.
p10 :- e1(1), e0(Y), Y \= 1.
p10 :- e0(Z), e0(Z), p00(Z).
0.25::p20(Y) :- p00(1), between(1,3,Y), Y @>= 3, Y == Y.
p20(X) :- p10, e0(2), between(1,3,X).
p20(X) :- p00(X).
p30(Y) <- (p20(Z), between(1,3,Y)) ; (Y \== 3, p31(2), between(1,3,Y), not e0(Y)).
P::p31(Y) :- (p20(X), between(1,3,Y)), P is Y / 4.
query(p20(X)).
query(p10).
