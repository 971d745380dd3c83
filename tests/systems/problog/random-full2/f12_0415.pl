0.3::e0(2); 0.3::e0(1); 0.1::e0(3).
0.9::e1(2).
0.2::e1(3); 0.3::e1(2); 0.1::e1(1).
0.2::e2(3).
p00(X) :- e0(2), between(1,3,X), not e1(X).
p10 :- Z == 3, e1(1), e2(1), p00(Z), Z =:= 3.
0.7::p10 :- p00(Z), p10, e2(3), not e2(Z), not e1(2).
p20(Y,X) :- (e0(Z), p20(3,Z), between(1,3,X), between(1,3,Y)) ; (Y \== 2, p10, p00(2), p00(1), between(1,3,X), between(1,3,Y), call(e1, Y)).
0.3::p20(3,1) :- (p10, p00(Z), e0(Z)) ; (e2(1), e0(Y), e0(Y)).
p20(Y,Y) :- p00(Y).
p21 :- e2(X), e0(3), \+ p00(X).
query(e2(1)).
query(e2(3)).
query(p10).
query(p10) :- between(1,2,X).
evidence(p10, true).
