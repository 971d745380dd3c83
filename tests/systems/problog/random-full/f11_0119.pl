0.75::e0(2).
e0(3).
0.2::e0(2); 0.3::e0(3).
e1(1,1).
0.1::e2(1).
0.2::e2(3).
e3(3,1).
P::p00(X) <- (e3(X,X), p00(X)), P is X / 4.
p00(Y) :- e1(X,Z), e0(Z), between(1,3,Y), call(e3, Y, X).
p00(Y) :- Y \== 3, e0(Z), e3(Z,3), e3(Z,Y).
p10 :- p00(Z), call(e0, Z).
p10 :- (e2(2), e0(Z)) ; (e2(Z)).
query(p10).
query(e1(Y,Y)).
query(p00(X)) :- between(1,2,X).
