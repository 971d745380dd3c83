0.5::e0(1).
0.7::e0(2).
0.3::e0(1); 0.1::e0(2).
0.1::e1(1); 0.2::e1(3); 0.2::e1(2).
p00(X) :- p00(Z), e0(Z), p00(Z), between(1,3,X).
p00(Y) :- p00(2), e1(Z), between(1,3,Y), W is Y + 1, W < 5.
p00(Y) :- e1(Z), between(1,3,Y), Y \= 2.
p10 :- Z \== 3, e0(Z), e0(Z), p00(Z), \+ e1(3).
0.3::p20(Y) :- p00(2), p20(Z), between(1,3,Y).
p20(X) :- e1(Z), between(1,3,X), X = Z.
p20(3) :- (p20(Z), e0(1)) ; (p10, p20(X)).
p30(Y) :- e1(X), p30(X), between(1,3,Y), \+ p10.
p30(X) :- p10, p30(Y), p20(Y), between(1,3,X).
p30(X) :- e0(3), p20(2), between(1,3,X).
query(e0(2)).
