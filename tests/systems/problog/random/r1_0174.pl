0.3::e0(2,1).
0.8::e0(1,2).
0.2::e0(3,3); 0.1::e0(1,1); 0.1::e0(2,2).
0.2::e1(1,3).
0.9::e1(1,1).
0.25::e2(3,3).
0.25::e3(1,3).
e3(3,3).
p00(3,Y) :- e1(Z,X), between(1,3,Y), W is Y + 3, W < 5, X >= 3.
0.8::p00(Y,X) :- Y == 1, e1(2,3), between(1,3,X), between(1,3,Y).
p00(X,Y) :- e0(X,Y), p00(2,Z), e0(X,Z), W is Y + 3, W < 5.
p10 :- Y == 3, e0(Y,X), p10.
p20(Y) :- p10, e1(X,Z), p21(X), between(1,3,Y), W is Z + 2, W < 5, Y =:= 3.
p20(Y) :- e2(2,X), p10, between(1,3,Y), \+ e1(1,X), X \= X.
0.8::p21(Y) :- (e3(Z,2), p00(X,X), p20(Y)) ; (e0(1,Z), p20(2), between(1,3,Y)).
p30(Y) :- p00(2,3), e3(X,Y).
p30(X) :- Y \== 2, e1(X,Y), e3(Y,Y).
p30(Y) :- e3(3,Z), p00(3,Y), e2(Z,Y), \+ e3(Y,Z).
query(p21(2)).
query(p20(Y)).
query(e3(X,X)) :- between(1,2,X).
evidence(p30(1), false).
