0.2::e0(1,3).
0.8::e1(2,2).
0.2::e1(1,1); 0.3::e1(3,3).
p00(Y) :- e0(1,Z), p00(Z), e1(Z,1), between(1,3,Y), compare(O, Y, 2), call(e0, Z, 3).
p10 :- e1(Z,Z), p00(Z).
p10 :- e1(Z,Y), e0(Z,Y), e1(1,Y).
query(e0(3,3)).
query(e0(X,X)) :- between(1,2,X).
